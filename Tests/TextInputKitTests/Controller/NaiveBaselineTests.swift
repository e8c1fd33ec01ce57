import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// The seeds' naive approaches, each installed on a simulated field, fail the scenario the
/// controller passes in both modes.
@Suite("Naive interceptors fail where the controller does not")
struct NaiveBaselineTests {
  /// Runs a scenario with the controller in both modes and checks the result.
  func controller(
    _ start: String, _ policy: InputPolicy, keyboard: SimulatedTextField.Keyboard = .latin,
    smart: Bool = false, _ steps: (SimulatedTextField) -> Void
  ) -> [String] {
    InterceptionMode.allCases.map { mode in
      let f = field(start)
      f.keyboard = keyboard
      f.smartPunctuation = smart
      f.intercept(policy: policy, mode: mode)
      steps(f)
      #expect(f.undoErrors == [])
      return f.drawing
    }
  }

  @Test func pinyinCountedWhileComposing() {
    // Naive: the delegate counts the whole text, marked letters included.
    let naive = field("abcd|")
    naive.shouldChange = { f, range, text in
      (f.text(in: 0..<range.lowerBound) + text + f.text(in: range.upperBound..<f.text.utf16.count))
        .count <= 5
    }
    for letters in ["n", "ni", "ni h"] { naive.setMarkedText(letters) }
    #expect(naive.drawing == "abcd⟨n⟩|")
    #expect(
      controller("abcd|", InputPolicy(.maxLength(5)), keyboard: .pinyin) { f in
        for letters in ["n", "ni", "ni h"] { f.setMarkedText(letters) }
      } == ["abcd⟨ni h⟩|", "abcd⟨ni h⟩|"])
  }

  @Test func chineseOnlyPatternRejectsPinyin() {
    let naive = field("|")
    naive.shouldChange = { f, range, text in
      hanOnly.violations(in: f.text(in: 0..<range.lowerBound) + text).isEmpty
    }
    naive.setMarkedText("n")
    naive.setMarkedText("ni")
    #expect(naive.drawing == "|")
    #expect(
      controller("|", hanOnly, keyboard: .pinyin) { f in
        f.setMarkedText("n"); f.setMarkedText("ni"); f.commit("你")
      } == ["你|", "你|"])
  }

  @Test func candidateCommitBypassesDelegate() {
    let naive = field("12|")
    naive.shouldChange = { f, _, text in
      f.markedRange != nil || text.allSatisfy(\.isNumber) || text.isEmpty
    }
    naive.keyboard = .pinyin
    naive.setMarkedText("ni")
    naive.commit("你")
    #expect(naive.drawing == "12你|")
    #expect(
      controller("12|", .phoneCN, keyboard: .pinyin) { f in
        f.setMarkedText("ni"); f.commit("你")
      } == ["12|", "12|"])
  }

  @Test func utf16TruncationSplitsEmoji() {
    // Naive: cut the text to 6 UTF-16 units after the change (substringToIndex:).
    let naive = field("ab|")
    naive.textDidChangeHandlers.append { f in
      if f.text.utf16.count > 6 {
        f.setText(String(decoding: Array(f.text.utf16.prefix(6)), as: UTF16.self))
      }
    }
    naive.paste("👨‍👩‍👧")
    #expect(naive.text == "ab👨\u{200D}\u{FFFD}")  // a man, a joiner and half a woman
    #expect(
      controller("ab|", InputPolicy(.maxLength(6, counting: .utf16))) { f in
        f.paste("👨‍👩‍👧")
      } == ["ab|", "ab|"])
  }

  @Test func truncationThrowsCaretToEnd() {
    let naive = field("ab|cd")
    naive.textDidChangeHandlers.append { f in
      if f.text.count > 5 { f.setText(String(f.text.prefix(5))) }
    }
    naive.paste("xyz")
    #expect(naive.drawing == "abxyz|")
    #expect(
      controller("ab|cd", InputPolicy(.maxLength(5))) { f in f.paste("xyz") }
        == ["abx|cd", "abx|cd"])
  }

  @Test func overLimitPasteRejectedWhole() {
    let naive = field("1380013800|")
    naive.shouldChange = { f, range, text in
      f.text.utf16.count - range.count + text.utf16.count <= 11
    }
    naive.paste("123")
    #expect(naive.drawing == "1380013800|")
    #expect(
      controller("1380013800|", .phoneCN) { f in f.paste("123") }
        == ["13800138001|", "13800138001|"])
  }

  @Test func smartPunctuationMistakenForDeletion() {
    // Naive: a shorter text is a deletion, and deletions are never checked.
    let naive = field("Wait|")
    naive.smartPunctuation = true
    var previous = naive.text
    naive.textDidChangeHandlers.append { f in
      defer { previous = f.text }
      guard f.text.count >= previous.count else { return }
      if !InputPolicy(.allow(.ascii)).violations(in: f.text).isEmpty { f.setText(previous) }
    }
    naive.typeEach("...")
    #expect(naive.drawing == "Wait…|")
    #expect(
      controller("Wait|", InputPolicy(.allow(.ascii)), smart: true) { f in f.typeEach("...") }
        == ["Wait..|", "Wait..|"])
  }

  @Test func appDelegateSilentlyReplaced() {
    // Naive: the library sets itself as the delegate; the app's rejection of "x" is lost.
    let naive = field("|")
    let appRejectsX: (SimulatedTextField, Range<Int>, String) -> Bool = { _, _, text in text != "x"
    }
    naive.shouldChange = appRejectsX
    naive.shouldChange = { _, _, _ in true }  // the library's own delegate replaces the app's
    naive.typeEach("ax")
    #expect(naive.drawing == "ax|")
    #expect(
      controller("|", InputPolicy(.maxLength(3))) { f in
        f.shouldChange = appRejectsX
        f.typeEach("axbcd")
      } == ["abc|", "abc|"])
  }

  @Test func undoCrashesAfterTruncatedPaste() {
    let naive = field("abc|")
    naive.textDidChangeHandlers.append { f in
      if f.text.count > 5 { f.setText(String(f.text.prefix(5))) }
    }
    naive.paste("defgh")
    naive.undo()
    #expect(naive.undoErrors == ["range 3..<8 out of bounds; the text has 5 UTF-16 units"])
    #expect(
      controller("abc|", InputPolicy(.maxLength(5))) { f in
        f.paste("defgh"); f.undo()
      }
        == ["abc|", "abc|"])
  }

  @Test func diffIgnoringTheCaretMisplacesInsertion() {
    // Naive: the inserted text is what follows the common prefix.
    let naive = field("|AA")
    var previous = naive.text
    naive.textDidChangeHandlers.append { f in
      defer { previous = f.text }
      let common = zip(previous, f.text).prefix { $0 == $1 }.count
      let inserted = f.text.dropFirst(common).prefix(f.text.count - previous.count)
      if inserted != inserted.uppercased()[...] {
        f.setText(
          String(f.text.prefix(common)) + inserted.uppercased()
            + f.text.dropFirst(common + inserted.count))
      }
    }
    naive.type("a")
    #expect(naive.drawing == "AAA|")
    #expect(
      controller("|AA", InputPolicy(.uppercased)) { f in f.type("a") } == ["A|AA", "A|AA"])
  }
}
