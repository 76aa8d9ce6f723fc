import TintypeArchive

/// A bad archive is bad input: exit status 2.
extension ArchiveError: ExitStatusError {
  var exitStatus: Int32 { ExitStatus.badInput }
}
