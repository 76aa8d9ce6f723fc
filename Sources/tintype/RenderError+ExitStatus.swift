import Tintype

/// A render that could not start because of what was asked (a family the device lacks, an image
/// the archive names but the assets lack) is bad input, 2; anything else failed, 1.
extension RenderError: ExitStatusError {
  var exitStatus: Int32 {
    switch self {
    case .fonts: return ExitStatus.failure
    default: return ExitStatus.badInput
    }
  }
}

/// A file that could not be written: the output path was wrong, which is bad input.
extension AtomicFile.WriteError: ExitStatusError {
  var exitStatus: Int32 { ExitStatus.badInput }
}
