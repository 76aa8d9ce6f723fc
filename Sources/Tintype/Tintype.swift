// The device catalog is part of the renderer's API (`RenderRequest.device`, `DeviceCatalog.standard`):
// `import Tintype` brings it, as it did before it had a module of its own.
@_exported import TintypeDevices
import TintypeScene

@_exported import struct TintypeCore.EdgeInsets
// The shared vocabulary's names the renderer's API is written in (`RenderRequest.backdrop`,
// `FamilySpec.size` and `contentMargins`, layout frames, display-list transforms), so that code
// that imports only Tintype can spell them.
@_exported import struct TintypeCore.RGBAColor
@_exported import struct TintypeCore.Rect
@_exported import struct TintypeCore.Size
@_exported import struct TintypeCore.Transform
// The tap targets a render reports, which the display list finds, and what tapping each does.
@_exported import struct TintypeDisplayList.TapTarget
@_exported import struct TintypePaint.AccentPalette
// The rendering modes' presets and models a request is written in, which the paint stage owns.
@_exported import enum TintypePaint.AccentPreset
@_exported import enum TintypePaint.VibrantModel
@_exported import class TintypeResolve.AssetCatalog
// So are the warnings a render reports and the asset folders it draws from, which the resolve stage
// owns: `import Tintype` brings these two names, not the resolver.
@_exported import struct TintypeScene.RenderWarning
@_exported import enum TintypeScene.TapAction
