import Foundation

/// The message tables: English in the source, translations in the package's resources
/// (`Resources/<language>.lproj/*.strings`), read once.
///
/// A template names its arguments in braces: `"At most {count} {unit}."`. `{unit}` is the unit of
/// the `metric` argument, from the `unit.<metric>` entries, singular when `count` is 1. An English
/// entry whose key ends in `#one` is the template for a `count` of 1. `{@reason}` is the message
/// whose key is the `reason` argument, in the same language and with the same arguments (see
/// ``LocalizedMessage``).
///
/// When the resources cannot be found (an executable copied without its resource bundle), every
/// language falls back to English instead of stopping the process.
package struct MessageCatalog: Sendable {
  static let shared = MessageCatalog(translations: Self.loadTranslations())

  /// Translations by language; English is ``english``.
  let translations: [MessageLanguage: [String: String]]

  /// The template of `key` in `language`, falling back to English.
  func template(_ key: String, in language: MessageLanguage, count: String?) -> String? {
    if count == "1" {
      if let table = translations[language], let one = table[key + "#one"] { return one }
      if let table = translations[language], let template = table[key] { return template }
      if let one = Self.english[key + "#one"] { return one }
      return Self.english[key]
    }
    return translations[language]?[key] ?? Self.english[key]
  }

  func text(of message: LocalizedMessage, in language: MessageLanguage) -> String {
    if message.key == LocalizedMessage.verbatimKey { return message.arguments["text"] ?? "" }
    let count = message.arguments["count"]
    guard let template = template(message.key, in: language, count: count) else {
      // A key from a newer version of the package: say what it is rather than nothing.
      return ([message.key] + message.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        .joined(separator: " ")
    }
    return fill(template, with: message.arguments, in: language)
  }

  /// Replaces each `{name}` in `template`; an unknown name stays as written.
  ///
  /// `{@name}` is the template whose key is the `name` argument, filled with the same
  /// arguments, or the argument as written when it is not a key; when `nested` is `false` (in a
  /// template already reached through `{@name}`), always the argument as written, so that a
  /// message naming itself ends.
  func fill(
    _ template: String, with arguments: [String: String], in language: MessageLanguage,
    nested: Bool = true
  ) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      if name == "unit", let metric = arguments["metric"] {
        result += self.template("unit." + metric, in: language, count: arguments["count"]) ?? metric
      } else if name.hasPrefix("@"), let value = arguments[String(name.dropFirst())] {
        if nested, let inner = self.template(value, in: language, count: arguments["count"]) {
          result += fill(inner, with: arguments, in: language, nested: false)
        } else {
          result += value
        }
      } else if let value = arguments[name] {
        result += value
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// Reads every `.strings` file of every translated language.
  static func loadTranslations() -> [MessageLanguage: [String: String]] {
    guard let bundle = resourceBundle else { return [:] }
    var translations: [MessageLanguage: [String: String]] = [:]
    for language in MessageLanguage.allCases where language != .english {
      // SwiftPM writes `zh-hans.lproj` on Linux and `zh-Hans.lproj` on Apple platforms.
      guard
        let localization = bundle.localizations.first(where: {
          $0.lowercased() == language.rawValue.lowercased()
        })
      else { continue }
      let urls =
        bundle.urls(
          forResourcesWithExtension: "strings", subdirectory: nil, localization: localization) ?? []
      var table: [String: String] = [:]
      for case let url as URL in urls {
        guard let data = try? Data(contentsOf: url),
          let entries = try? PropertyListSerialization.propertyList(from: data, format: nil)
            as? [String: String]
        else { continue }
        table.merge(entries) { first, _ in first }
      }
      translations[language] = table
    }
    return translations
  }

  /// The package's resource bundle, found without `Bundle.module`, which stops the process when
  /// the bundle is missing.
  static var resourceBundle: Bundle? {
    #if canImport(Darwin)
      return Bundle.module
    #else
      let name = "TextInputKit_TextInputKitMessages.resources"
      var places = [Bundle.main.bundleURL]
      if let executable = Bundle.main.executableURL { places.append(executable.deletingLastPathComponent()) }
      if let first = CommandLine.arguments.first {
        places.append(URL(fileURLWithPath: first).deletingLastPathComponent())
      }
      for place in places {
        if let bundle = Bundle(url: place.appendingPathComponent(name)) { return bundle }
      }
      return nil
    #endif
  }
}
