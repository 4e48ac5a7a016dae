#pragma once
// zlib (https://zlib.net), present on every Linux and macOS system: report.html of a large
// suite carries its drawings deflated, and the browser inflates them (DecompressionStream).
#include <zlib.h>
