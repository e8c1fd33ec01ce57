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
