import Foundation

/// A language the package's messages are written in.
///
/// ```swift
/// MessageLanguage(identifier: "zh_CN.UTF-8")  // .simplifiedChinese (a POSIX LANG)
/// MessageLanguage(identifier: "zh-Hant-TW")   // .traditionalChinese
/// MessageLanguage(identifier: "zh-HK")        // .traditionalChinese
/// MessageLanguage(identifier: "fr-FR")        // nil: not a language of the package
/// ```
public enum MessageLanguage: String, Sendable, Hashable, Codable, CaseIterable {
  /// English, the language every message is first written in.
  case english = "en"
  /// Simplified Chinese, as written in mainland China and Singapore.
  case simplifiedChinese = "zh-Hans"
  /// Traditional Chinese, as written in Taiwan, Hong Kong and Macao.
  case traditionalChinese = "zh-Hant"

  /// The language named by a BCP 47 tag (`zh-Hans-CN`), an Apple locale identifier (`zh_TW`) or
  /// a POSIX locale (`zh_CN.UTF-8`); `nil` for a language the package does not speak.
  ///
  /// Chinese with the `Hant` script or from Taiwan, Hong Kong or Macao is Traditional; any
  /// other Chinese is Simplified.
  public init?(identifier: String) {
    let base = identifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
    let parts = base.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    guard let language = parts.first else { return nil }
    switch language {
    case "en": self = .english
    case "zh":
      let rest = parts.dropFirst()
      if rest.contains("hant") || (!rest.contains("hans") && !Set(rest).isDisjoint(with: ["tw", "hk", "mo"])) {
        self = .traditionalChinese
      } else {
        self = .simplifiedChinese
      }
    default: return nil
    }
  }

  /// The language of `locale`, or English when the package does not speak it.
  public init(locale: Locale) {
    self = MessageLanguage(identifier: locale.identifier) ?? .english
  }

  /// The first of `identifiers` the package speaks, or English.
  ///
  /// ```swift
  /// MessageLanguage(preferring: ["fr-FR", "zh-Hans-CN", "en"])  // .simplifiedChinese
  /// ```
  public init(preferring identifiers: some Sequence<String>) {
    self = identifiers.lazy.compactMap(MessageLanguage.init(identifier:)).first ?? .english
  }

  /// The language an HTTP `Accept-Language` header prefers among the package's: its tags by
  /// their quality (`q`), the first one the package speaks; English when it names none.
  ///
  /// ```swift
  /// MessageLanguage(acceptLanguage: "fr-CH, fr;q=0.9, zh-TW;q=0.8, en;q=0.5")  // .traditionalChinese
  /// MessageLanguage(acceptLanguage: "zh-CN;q=0, en")                         // .english
  /// MessageLanguage(acceptLanguage: "")                                      // .english
  /// ```
  ///
  /// Reads at most the header's first 64 entries, each tag's first 64 bytes.
  public init(acceptLanguage header: some StringProtocol) {
    var ranked: [(tag: Substring, quality: Double, order: Int)] = []
    for (order, entry) in header.split(separator: ",").prefix(64).enumerated() {
      let parts = entry.split(separator: ";")
      guard let first = parts.first else { continue }
      let tag = Substring(first.trimmingCharacters(in: .whitespaces).prefix(64))
      var quality = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingCharacters(in: .whitespaces)
        if pair.lowercased().hasPrefix("q="), let value = Double(pair.dropFirst(2)) {
          quality = value
        }
      }
      guard quality > 0, !tag.isEmpty, tag != "*" else { continue }
      ranked.append((tag, quality, order))
    }
    ranked.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }
    self = MessageLanguage(preferring: ranked.map { String($0.tag) })
  }

  /// The key of an encoder's `userInfo` under which a ``LocalizedMessage`` finds the language to
  /// write its sentence in, beside its key and arguments: what a server sets to answer in the
  /// client's language.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.userInfo[MessageLanguage.userInfoKey] = MessageLanguage.simplifiedChinese
  /// try encoder.encode(InputPolicy.phoneCN.validate("138"))
  /// // …"message":{"arguments":{…},"key":"minLength.atLeast","text":"至少 11 个字符。"}…
  /// ```
  public static let userInfoKey = CodingUserInfoKey(rawValue: "TextInputKit.MessageLanguage")!

  /// The language of the app: the first of the app bundle's localizations the package speaks,
  /// as UIKit picks the app's own strings, then the user's preferred languages; English when
  /// neither names one.
  ///
  /// An app localized only in English shows English messages on a phone set to Chinese, like the
  /// rest of its interface. On Linux, where a process has no app bundle, this is the user's
  /// preferred languages as Foundation reads them.
  public static var current: MessageLanguage {
    #if canImport(Darwin)
      MessageLanguage(preferring: Bundle.main.preferredLocalizations + Locale.preferredLanguages)
    #else
      MessageLanguage(preferring: Locale.preferredLanguages)
    #endif
  }
}
