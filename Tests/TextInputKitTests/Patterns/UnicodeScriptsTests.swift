@_spi(_Unicode) import Swift
import Testing

import TextInputKit
import TextInputKitTesting
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
@testable import TextInputKitText

/// ``UnicodeScripts`` (the project's Unicode 17.0 tables) against the standard library's own
/// Script and Script_Extensions, which Swift `Regex` reads, on every scalar; and its names.
///
/// The standard library numbers scripts its own way: the two numberings are tied by a
/// bijection built from the scalars themselves, and every scalar must agree through it.
@Suite("Unicode scripts")
struct UnicodeScriptsTests {
  /// The Unicode version of the standard library: the newest age it gives a scalar.
  static let standardLibraryVersion: String = {
    var newest = (major: 0, minor: 0)
    for scalar in UnicodeTestData.allScalars {
      if let age = scalar.properties.age, (age.major, age.minor) > (newest.major, newest.minor) {
        newest = age
      }
    }
    return "\(newest.major).\(newest.minor)"
  }()

  /// How many scalars the standard library cannot judge, for each version it may have: those a
  /// version behind the tables does not know yet (Unicode 17.0 added 4,803 characters).
  static let exemptions: [String: Int] = ["17.0": 0, "16.0": 4_803]

  /// The standard library's numbers tied to the tables' numbers, one to one.
  struct Bijection {
    var ours: [UInt8: UInt8] = [:]
    var theirs: [UInt8: UInt8] = [:]

    /// Ties `standard` to `own`, or says `false` when either is already tied to another.
    mutating func tie(_ standard: UInt8, _ own: UInt8) -> Bool {
      if let known = ours[standard] { return known == own }
      guard theirs[own] == nil else { return false }
      ours[standard] = own
      theirs[own] = standard
      return true
    }
  }

  @Test func everyScalarHasTheStandardLibrarysScriptAndExtensions() throws {
    let version = Self.standardLibraryVersion
    let allowed = try #require(
      Self.exemptions[version],
      "the standard library is Unicode \(version): count the characters it misses or adds")
    var bijection = Bijection()
    var exempt = 0
    var judged: [Unicode.Scalar] = []
    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let own = UnicodeScripts.script(of: scalar)
      // A scalar newer than the standard library is unassigned to it: Unknown, no age.
      if scalar.properties.age == nil && own != ScriptTables.unknown {
        exempt += 1
        continue
      }
      judged.append(scalar)
      if !bijection.tie(scalar.properties._script, own) {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true)) script")
      }
    }
    #expect(exempt == allowed, "Unicode \(version) in the standard library")
    if version == "17.0" {
      // The count above for a standard library a version behind: what 17.0 added.
      let added = judged.count(where: {
        $0.properties.age.map { ($0.major, $0.minor) == (17, 0) } ?? false
      })
      #expect(added == Self.exemptions["16.0"])
    }

    // Every script but Katakana_Or_Hiragana, which no scalar has, is tied.
    let hrkt = try #require(UnicodeScripts.number(named: "Hrkt"))
    #expect(
      Set(bijection.theirs.keys) == Set(0..<UInt8(ScriptTables.codes.count)).subtracting([hrkt]))

    for scalar in judged {
      let standard = scalar.properties._scriptExtensions.map { bijection.ours[$0] }
      let own = UnicodeScripts.extensions(of: scalar).map { Optional($0) }
      if Set(standard) != Set(own) || standard.count != own.count {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true)) extensions")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
  }

  /// Every name of every script reaches it, and Swift `Regex` agrees wherever it knows the name:
  /// it knows every name of a script or none, and it may not know only the scripts new in
  /// Unicode 17.0.
  @Test func everyNameIsTheOneRegexReads() throws {
    var unknownToRegex: Set<String> = []
    for number in ScriptTables.codes.indices {
      let code = ScriptTables.codes[number]
      let names =
        [code, ScriptTables.names[number]]
        + ScriptTables.aliases.filter { $0.script == number }.map(\.name)
      // The first scalar of the script, from the tables.
      let start = ScriptTables.scripts.firstIndex(of: UInt8(number)).map {
        Unicode.Scalar(ScriptTables.starts[$0])!
      }
      #expect(start != nil || code == "Hrkt", "\(code) has no scalar")
      let regexes = names.map { try? Regex("\\p{Script=\($0)}") }
      #expect(Set(regexes.map { $0 == nil }).count == 1, "Regex knows some of \(names)")
      if regexes.contains(where: { $0 == nil }) { unknownToRegex.insert(code) }
      for (name, regex) in zip(names, regexes) {
        #expect(UnicodeScripts.number(named: name) == UInt8(number), "\(name)")
        guard let start, let regex else { continue }
        #expect((try regex.wholeMatch(in: String(Character(start)))) != nil, "\(name)")
      }
    }
    #expect(unknownToRegex.isSubset(of: ["Berf", "Sidt", "Tayo", "Tols"]), "\(unknownToRegex)")
  }

  /// A loosely written name and the script it names (`nil`: none).
  struct NameCase: Sendable, CustomTestStringConvertible {
    var name: String
    var code: String?

    init(_ name: String, _ code: String?) {
      self.name = name
      self.code = code
    }

    var testDescription: String { "\"\(name)\" → \(code ?? "nil")" }
  }

  static let names: [NameCase] = [
    NameCase("Han", "Hani"), NameCase("han", "Hani"), NameCase("HANI", "Hani"),
    NameCase("Latin", "Latn"), NameCase("latn", "Latn"), NameCase("is-Latin", "Latn"),
    NameCase("Old_Italic", "Ital"), NameCase("old italic", "Ital"), NameCase("Old-Italic", "Ital"),
    NameCase("OLDITALIC", "Ital"), NameCase("Ital", "Ital"),
    NameCase("Katakana_Or_Hiragana", "Hrkt"), NameCase("Qaac", "Copt"), NameCase("Coptic", "Copt"),
    NameCase("Common", "Zyyy"), NameCase("zyyy", "Zyyy"), NameCase("Inherited", "Zinh"),
    NameCase("Qaai", "Zinh"), NameCase("Unknown", "Zzzz"), NameCase("Zzzz", "Zzzz"),
    NameCase("Sidetic", "Sidt"), NameCase("Tolong Siki", "Tols"), NameCase("Tai_Yo", "Tayo"),
    NameCase("Klingon", nil), NameCase("", nil), NameCase("Latinx", nil), NameCase("Han2", nil),
    NameCase("is", nil), NameCase("Hanzi", nil), NameCase("sc=Han", nil), NameCase("Lat", nil),
  ]

  @Test(arguments: names)
  func name(_ test: NameCase) throws {
    let number = UnicodeScripts.number(named: test.name)
    #expect(number.map { ScriptTables.codes[Int($0)] } == test.code)
  }

  /// A pattern, a text, and whether the text matches.
  struct PatternCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var text: String
    var matches: Bool

    init(_ pattern: String, _ text: String, _ matches: Bool) {
      self.pattern = pattern
      self.text = text
      self.matches = matches
    }

    var testDescription: String { "\(pattern) \(matches ? "matches" : "refuses") \"\(text)\"" }
  }

  /// Scripts in patterns, as Swift `Regex` reads them: a bare name and `scx=` with
  /// Script_Extensions, `sc=` without ("ー" is Common, used with Hiragana and Katakana).
  static let patterns: [PatternCase] = [
    PatternCase(#"\p{Han}"#, "中", true), PatternCase(#"\p{Han}"#, "a", false),
    PatternCase(#"\p{Han}"#, "、", true), PatternCase(#"\p{sc=Han}"#, "、", false),
    PatternCase(#"\p{scx=Hira}"#, "ー", true), PatternCase(#"\p{sc=Hira}"#, "ー", false),
    PatternCase(#"\p{scx=Hira}"#, "あ", true), PatternCase(#"\p{Script=Hiragana}"#, "ア", false),
    PatternCase(#"\p{Common}"#, "1", true), PatternCase(#"\p{Common}"#, "ー", false),
    PatternCase(#"\p{sc=Common}"#, "ー", true), PatternCase(#"\p{sc=Zinh}"#, "\u{301}", true),
    PatternCase(#"\p{Inherited}"#, "\u{301}", false), PatternCase(#"\p{sc=Zzzz}"#, "\u{378}", true),
    PatternCase(#"\p{Latin}+"#, "Straße", true), PatternCase(#"\p{Greek}"#, "a", false),
  ]

  @Test(arguments: patterns)
  func pattern(_ test: PatternCase) throws {
    let rule = try InputRules.Pattern(test.pattern)
    #expect(rule.matches(test.text) == test.matches)
    #expect(((try Regex(test.pattern).wholeMatch(in: test.text)) != nil) == test.matches)
  }

  /// The scripts new in Unicode 17.0, which this toolchain's `Regex` does not know yet, and
  /// Katakana_Or_Hiragana, a script no scalar has.
  @Test func scriptsBeyondRegex() throws {
    let sidetic = try InputRules.Pattern(#"\p{Sidetic}+"#)
    #expect(sidetic.matches("\u{10940}\u{10941}"))
    #expect(!sidetic.matches("a"))
    #expect(try InputRules.Pattern(#"\p{scx=Tayo}"#).matches("\u{1E6C0}"))
    let hrkt = try InputRules.Pattern(#"[\p{Hrkt}a]"#)
    #expect(hrkt.matches("a"))
    #expect(!hrkt.matches("あ") && !hrkt.matches("ア"))
  }

  @Test(arguments: [#"\p{Klingon}"#, #"\p{sc=Latinx}"#, #"\p{scx=}"#, #"\p{Script=Han2}"#])
  func unknownScript(pattern: String) {
    #expect(throws: TextInputError.self) { try InputRules.Pattern(pattern) }
  }
}
