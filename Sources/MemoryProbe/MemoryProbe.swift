// The MemoryProbe module: see ../shared/DESIGN.md, "Layout of the package".
