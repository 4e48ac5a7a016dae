/// The report's stylesheet and its one small script, inlined into `report.html` (no
/// network, no fonts: the system's own sans-serif).
enum HTMLStyle {
    static let css = """
    :root{--ink:#1d2330;--muted:#667085;--line:#e4e7ec;--bg:#f5f6f8;--pass:#2b8a3e;--fail:#c92a2a;--warn:#e8590c}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    main{max-width:1120px;margin:0 auto;padding:20px 24px 48px}
    h1{font-size:22px;margin:0}h2{font-size:19px;margin:0 0 4px}h3{font-size:15px;margin:22px 0 8px}h4{font-size:13px;margin:14px 0 4px;font-weight:600}
    code,.strategy{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
    .verdict{border-radius:10px;padding:16px 20px;margin-bottom:16px;color:#fff}
    .verdict.pass{background:linear-gradient(90deg,#2b8a3e,#37b24d)}.verdict.fail{background:linear-gradient(90deg,#c92a2a,#f03e3e)}
    .verdict p{margin:4px 0 0}.verdict .meta{color:#fff;opacity:.85;font-size:12.5px}
    .toc{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 16px}
    .toc a{background:#fff;border:1px solid var(--line);border-radius:16px;padding:3px 10px;color:var(--ink);text-decoration:none;font-size:12.5px}
    .toc a.fail{border-color:var(--fail);color:var(--fail)}
    .card{background:#fff;border:1px solid var(--line);border-radius:10px;padding:18px 20px;margin:0 0 18px}
    .summary{margin:2px 0 6px;max-width:860px}.meta{color:var(--muted);font-size:12.5px;margin:0}
    .pill{display:inline-block;border-radius:10px;padding:0 7px;font-size:11px;font-weight:600;vertical-align:1px;font-family:system-ui,sans-serif}
    .pill.pass{background:#d3f9d8;color:var(--pass)}.pill.fail{background:#ffe3e3;color:var(--fail)}
    table.metrics{border-collapse:collapse;font-size:13px;margin:10px 0 4px}
    table.metrics th,table.metrics td{border-bottom:1px solid var(--line);padding:4px 12px;text-align:right;white-space:nowrap}
    table.metrics thead th{border-bottom:2px solid #cfd4dc;vertical-align:bottom}
    table.metrics tbody th{text-align:left;font-weight:500}
    .unit{color:var(--muted);font-weight:400;font-size:11.5px}
    td .note{display:block;font-size:10.5px;line-height:1.2}
    td.gate-held .note{color:var(--pass)}
    td.gate-failed{background:#ffe3e3;color:var(--fail);font-weight:700}
    td.changed .base,td.regressed .base{color:var(--muted);font-weight:400}
    td.regressed{background:#fff1e0;color:#a34500;font-weight:700}
    .s0{color:#1c64b8}.s1{color:#862e9c}.s2{color:#0b7285}.s3{color:#a61e4d}
    ul.findings{list-style:none;padding:0;margin:6px 0}
    ul.findings li{margin:3px 0;font-size:13px}
    .num{display:inline-block;min-width:19px;height:19px;border-radius:10px;color:#fff;text-align:center;font-size:11px;font-weight:700;line-height:19px;margin-right:6px}
    .failed-gates li{color:var(--fail)}
    .legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12px;color:#344054;margin:4px 0 8px}
    .legend i{display:inline-block;width:14px;height:9px;margin-right:5px;vertical-align:0;border-radius:2px}
    .run-head{display:flex;gap:10px;align-items:baseline;margin:10px 0 0;font-size:12.5px;color:var(--muted)}
    .run-head .strategy{font-weight:700;font-size:13px}
    details.run-row summary{cursor:pointer}details.run-row summary::marker{color:var(--muted)}
    .card{content-visibility:auto;contain-intrinsic-size:auto 1400px}
    .readout{height:18px;font-size:12px;color:#344054;font-variant-numeric:tabular-nums}
    svg.timeline{display:block;width:100%;height:auto;font-family:system-ui,sans-serif;font-size:10px;cursor:crosshair}
    svg.timeline text{dominant-baseline:auto}
    .grid{stroke:#eef0f3;stroke-width:1;fill:none}.track{fill:#fbfcfd;stroke:var(--line)}
    .cost{stroke:#4c6fa5}.hitch{stroke:#e03131}.clipped{fill:#e03131}
    .budget{stroke:#e03131;stroke-dasharray:5 3;stroke-width:1}
    .axis-label{fill:var(--muted);text-anchor:end;font-size:9px}.budget-label{fill:#e03131;text-anchor:end;font-size:9px}
    .lane-label,.track-label{fill:#344054;text-anchor:end;font-size:10px}.offset-label{fill:#1c7ed6}.height-label{fill:#667085}
    .tokens{stroke:#9c6ade;stroke-width:7;fill:none}.applies{stroke:#12b886;stroke-width:7;fill:none}
    .load-request{fill:#f08c00}.page-loaded{fill:#2f9e44}.keyboard{fill:#adb5bd}
    .action{stroke-width:2}.gesture{stroke:#1c7ed6}.send{stroke:#2f9e44}.kbd{stroke:#495057}.reply{stroke:#9c6ade}.other{stroke:#868e96}
    .action-label{font-size:9px;fill:#344054}
    .content-height{fill:none;stroke:#98a2b3;stroke-width:1.3;stroke-dasharray:4 2}
    .offset{fill:#1c7ed6;fill-opacity:.3;stroke:#1c7ed6;stroke-width:1.2;stroke-linejoin:round}
    .axis{stroke:#98a2b3}.tick{fill:var(--muted);text-anchor:middle;font-size:9.5px}
    .pin path{fill:none;stroke-width:1;stroke-opacity:.6;stroke-dasharray:2 2}
    .pin text{fill:#fff;font-size:9px;font-weight:700;text-anchor:middle}
    .letter path{fill:#344054}.letter text{font-size:10px;font-weight:700;text-anchor:middle;fill:#344054}
    .cursor{stroke:#101828;stroke-width:1;pointer-events:none}
    .filmstrip{display:flex;flex-wrap:wrap;gap:14px;margin:4px 0 6px}
    .filmstrip figure{margin:0;width:150px}
    .filmstrip figcaption{font-size:11.5px;line-height:1.3;margin-top:4px;color:#344054}
    .filmstrip figcaption b{display:inline-block;background:#344054;color:#fff;border-radius:3px;padding:0 5px;margin-right:4px}
    .filmstrip figcaption .why{display:block;color:var(--ink);font-weight:600}
    .filmstrip figcaption .hitch-cost{color:var(--fail);font-weight:700}
    svg.screen{display:block;width:150px;height:auto;font-family:system-ui,sans-serif}
    .screen .glass{fill:#fff}.screen .bezel{fill:none;stroke:#344054;stroke-width:4}
    .screen .cell text{font-size:27px;fill:#344054}
    .screen .cell rect{stroke:#c3c9d2;stroke-width:1}
    .screen .upside-down rect{stroke:#e03131;stroke-width:4;stroke-dasharray:8 5}
    .screen .upside-down text{fill:#c92a2a;font-weight:700}
    .screen .warn{font-size:25px}
    .screen .status-bar{fill:#101828;fill-opacity:.07}
    .screen .composer rect{fill:#f1f3f5;stroke:#ced4da;stroke-width:1.5}.screen .composer .field{fill:#fff}.screen .composer text{fill:#adb5bd;font-size:22px}
    .screen .keyboard-overlay rect{fill:#5f6773}.screen .keyboard-overlay text{fill:#fff;font-size:30px;text-anchor:middle}
    .screen .home{fill:#101828}
    .muted{color:var(--muted)}
    footer{color:var(--muted);font-size:12px;text-align:center;margin-top:24px}
    """

    /// Hovering a timeline draws a cursor at the same moment on every timeline of the
    /// scenario and shows the time and frame. Opening a compact run row draws its timeline
    /// and filmstrip from the row's template, once.
    static let script = """
    function chatrigWire(root) {
      root.querySelectorAll('details.run-row').forEach(function (row) {
        row.addEventListener('toggle', function () {
          var template = row.querySelector(':scope > template');
          if (row.open && template) { row.appendChild(template.content); template.remove(); }
        });
      });
      root.querySelectorAll('.timelines').forEach(function (group) {
        var readout = group.querySelector('.readout');
        var hint = readout ? readout.textContent : '';
        function place(x) {
          group.querySelectorAll('svg.timeline .cursor').forEach(function (cursor) {
            cursor.setAttribute('x1', x);
            cursor.setAttribute('x2', x);
          });
        }
        group.addEventListener('mousemove', function (event) {
          var svg = event.target.closest && event.target.closest('svg.timeline');
          if (!svg) { place(-10); readout.textContent = hint; return; }
          var box = svg.getBoundingClientRect();
          var x = (event.clientX - box.left) / box.width * svg.viewBox.baseVal.width;
          var x0 = Number(svg.dataset.x0), width = Number(svg.dataset.w);
          if (x < x0 || x > x0 + width) { place(-10); readout.textContent = hint; return; }
          var time = (x - x0) / width * Number(svg.dataset.duration);
          place(x);
          readout.textContent = 't = ' + time.toFixed(3) + ' s · frame ' + Math.floor(time / Number(svg.dataset.fi));
        });
        group.addEventListener('mouseleave', function () { place(-10); readout.textContent = hint; });
      });
    }
    chatrigWire(document);
    """
}
