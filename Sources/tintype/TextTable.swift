/// A plain-text table with left-aligned columns, for listings people read in a terminal.
struct TextTable {
  /// The column titles.
  var headers: [String]
  /// The rows, each with one cell per header.
  var rows: [[String]] = []

  /// The table with columns padded to their widest cell and separated by two spaces.
  var rendered: String {
    let widths = headers.indices.map { column in
      ([headers] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { cell, width in
        cell + String(repeating: " ", count: width - cell.count)
      }
      return String(padded.joined(separator: "  ").reversed().drop(while: { $0 == " " }).reversed())
    }
    return ([headers] + rows).map(line).joined(separator: "\n") + "\n"
  }
}
