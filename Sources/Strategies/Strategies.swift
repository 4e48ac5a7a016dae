// The Strategies module: see ../shared/DESIGN.md, "Layout of the package".
