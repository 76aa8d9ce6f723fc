// On Linux, `import Charts` in an app's widget files resolves to this module, which brings Tintype's
// Swift Charts (`Chart`, the marks, the chart modifiers): the files compile unchanged. On Apple's
// platforms the system framework of this name is used.
// (See Package.swift: the module exists only when the package is built on Linux.)
@_exported import TintypeChartContent
