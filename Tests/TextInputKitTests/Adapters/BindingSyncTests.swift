import Testing
import TextInputKit

/// A `PolicyTextField`'s binding against its field: a change the field did not report is never
/// erased by the next SwiftUI update, and a change the app made is shown.
@Suite struct BindingSyncTests {
  /// The field commits a change without `editingChanged` (it resigns, a composition ends
  /// silently); the update that follows finds the binding behind.
  @Test func aChangeTheFieldDidNotReportGoesToTheBinding() {
    var sync = BindingSync(text: "138")
    #expect(sync.sync(binding: "138", field: "1380", isComposing: false) == .setBinding("1380"))
    // SwiftUI delivers the new value in a later pass; an update before it erases nothing.
    #expect(sync.sync(binding: "138", field: "1380", isComposing: false) == .none)
    #expect(sync.sync(binding: "1380", field: "1380", isComposing: false) == .none)
    #expect(sync.said == "1380")
  }

  @Test func aBindingTheAppChangedGoesToTheField() {
    var sync = BindingSync(text: "138")
    #expect(sync.sync(binding: "", field: "138", isComposing: false) == .setField(""))
    #expect(sync.sync(binding: "", field: "", isComposing: false) == .none)
    // Typing afterwards is the field's, reported through the binding.
    #expect(sync.sync(binding: "", field: "1", isComposing: false) == .setBinding("1"))
  }

  /// The app changes the binding while the field's own change is on its way to it: the app's
  /// value wins, as text set in code.
  @Test func theAppsValueWinsOverAReportNotYetArrived() {
    var sync = BindingSync(text: "138")
    #expect(sync.sync(binding: "138", field: "1380", isComposing: false) == .setBinding("1380"))
    #expect(sync.sync(binding: "999", field: "1380", isComposing: false) == .setField("999"))
    #expect(sync.reported == "999")
  }

  @Test func nothingMovesWhileAnInputMethodComposes() {
    var sync = BindingSync(text: "你")
    // "你hao": the letters are not text yet.
    #expect(sync.sync(binding: "你", field: "你hao", isComposing: true) == .none)
    // The app's change waits for the composition, and is pushed then.
    #expect(sync.sync(binding: "", field: "你hao", isComposing: true) == .none)
    #expect(sync.sync(binding: "", field: "你好", isComposing: false) == .setField(""))
  }

  @Test func aCommittedCompositionIsReported() {
    var sync = BindingSync(text: "你")
    #expect(sync.sync(binding: "你", field: "你hao", isComposing: true) == .none)
    #expect(sync.sync(binding: "你", field: "你好", isComposing: false) == .setBinding("你好"))
  }

  @Test func anEventAfterAnUpdateReportsOnlyOnce() {
    var sync = BindingSync(text: "")
    #expect(sync.sync(binding: "", field: "a", isComposing: false) == .setBinding("a"))
    // editingChanged for the same text, the binding not yet updated: nothing new.
    #expect(sync.sync(binding: "", field: "a", isComposing: false) == .none)
    #expect(sync.sync(binding: "", field: "ab", isComposing: false) == .setBinding("ab"))
  }
}

@Suite struct BindingSyncCallTests {
  @Test func eachActionCallsItsSide() {
    var sync = BindingSync(text: "138")
    var field: [String] = []
    var binding: [String] = []
    func step(_ said: String, _ shown: String) {
      sync.sync(
        binding: said, field: shown, isComposing: false, setField: { field.append($0) },
        setBinding: { binding.append($0) })
    }
    step("138", "1380")  // the field's change
    step("1380", "1380")  // nothing
    step("", "1380")  // the app's
    #expect(binding == ["1380"])
    #expect(field == [""])
  }

  @Test(arguments: [
    (InputPolicy.phoneCN, "Phone"),
    (InputPolicy(try! InputRules.Mask("### ####", placeholder: "_")), "___ ____"),
  ])
  func aPolicysPlaceholderWinsOverTheTitle(policy: InputPolicy, shown: String) {
    #expect(policy.placeholder(otherwise: "Phone") == shown)
  }
}
