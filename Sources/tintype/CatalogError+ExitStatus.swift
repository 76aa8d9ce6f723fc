import Tintype

// An unknown device or a family the device lacks is wrong input, not a failed render.
extension CatalogError: ExitStatusError {
  var exitStatus: Int32 { ExitStatus.badInput }
}
