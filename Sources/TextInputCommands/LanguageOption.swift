import ArgumentParser
import Foundation
import TextInputKit

// `--language en`, `zh-Hans` or `zh-Hant`: the raw values of the package's languages.
extension MessageLanguage: ExpressibleByArgument {}

/// The `--language` option of the commands that print messages, and the language of the
/// environment without it.
struct LanguageOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The language of messages. Without it, the language of LC_ALL, LC_MESSAGES or LANG, "
        + "with LANGUAGE first as gettext reads it; English for C, POSIX or none.",
      valueName: "language"))
  var language: MessageLanguage?

  /// The language to print messages in: `--language`, or the one `environment` names (the
  /// process's environment when the tool runs; tests pass their own).
  func resolved(environment: [String: String]) -> MessageLanguage {
    language ?? Self.language(of: environment)
  }

  /// The language of messages that `environment` names.
  ///
  /// As POSIX says, the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty
  /// names the locale of messages: `zh_CN.UTF-8` is Simplified Chinese, `zh_TW.UTF-8`
  /// Traditional. As GNU gettext does, `LANGUAGE`, a list separated by colons (`fr:zh_TW`), is
  /// looked at first, unless the locale is `C` or `POSIX`. English for `C`, `POSIX`, no locale,
  /// or languages the package does not speak.
  ///
  /// ```swift
  /// LanguageOption.language(of: ["LANG": "zh_CN.UTF-8"])                          // .simplifiedChinese
  /// LanguageOption.language(of: ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"])           // .english
  /// LanguageOption.language(of: ["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"])  // .traditionalChinese
  /// ```
  static func language(of environment: [String: String]) -> MessageLanguage {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return .english }
    let name = locale.prefix { $0 != "." && $0 != "@" }
    guard name != "C", name != "POSIX" else { return .english }
    let preferred = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    return MessageLanguage(preferring: preferred + [locale])
  }
}
