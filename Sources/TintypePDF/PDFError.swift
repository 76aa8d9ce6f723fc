/// Why a PDF could not be read or drawn, in words for the message that names the file.
public struct PDFError: Error, CustomStringConvertible, Sendable {
  public var description: String
  init(_ description: String) { self.description = description }
}
