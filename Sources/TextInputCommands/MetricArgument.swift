import ArgumentParser
import TextInputKit

/// A metric named on the command line, `--metric gb18030`: the metrics that have names in policy
/// files, in the order the help lists them. The names are ``LengthMetric/name``'s.
///
/// ```
/// $ textinput count --metric gb18030 "Hi你好"
/// 6
/// $ textinput count --metric bytes x     # exit status 2
/// Error: The value 'bytes' is invalid for '--metric <metric>'. Please provide one of the …
/// ```
enum MetricArgument: CaseIterable, ExpressibleByArgument, CustomStringConvertible {
  case characters, utf16, scalars, utf8, gb18030, twitter

  /// The metric.
  var metric: LengthMetric {
    switch self {
    case .characters: .characters
    case .utf16: .utf16
    case .scalars: .scalars
    case .utf8: .utf8
    case .gb18030: .gb18030
    case .twitter: .twitter
    }
  }

  /// The metric's name in policy files.
  var description: String { metric.name ?? "" }

  init?(argument: String) {
    guard let named = Self.allCases.first(where: { $0.description == argument }) else {
      return nil
    }
    self = named
  }

  /// What each metric counts, for the help.
  static var allValueDescriptions: [String: String] {
    Dictionary(uniqueKeysWithValues: allCases.map { ($0.description, $0.summary) })
  }

  private var summary: String {
    switch self {
    case .characters: "Grapheme clusters: what people call characters."
    case .utf16: "UTF-16 code units: UIKit's length."
    case .scalars: "Unicode scalars (code points)."
    case .utf8: "UTF-8 bytes."
    case .gb18030: "GB 18030 bytes: a Chinese character counts 2."
    case .twitter: "Twitter's weighted count (limit 280): CJK and emoji count 2, a URL 23."
    }
  }
}
