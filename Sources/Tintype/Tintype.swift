// Tintype

// The device catalog is part of the renderer's API (`RenderRequest.device`, `DeviceCatalog.standard`):
// `import Tintype` brings it, as it did before it had a module of its own.
@_exported import TintypeDevices
