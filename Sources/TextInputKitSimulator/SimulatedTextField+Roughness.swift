extension SimulatedTextField {
  /// Choices of UIKit behaviour that Apple does not document, so that a test can run under each.
  ///
  /// The empty set is the field as it was before these choices existed: `replace(_:withText:)`
  /// asks nothing and posts nothing, a correction is followed by `editingChanged` and the
  /// text-did-change notification and leaves the caret after what it inserted, a commit is
  /// followed by both, only a person's selection reports a selection change, and undo asks
  /// nothing and leaves the caret after what it put back. Each option
  /// makes the field rougher in one way; ``allCases`` lists the set without options, each option
  /// alone, and every option together, for tests that run under each:
  ///
  /// ```swift
  /// @Test(arguments: SimulatedTextField.Roughness.allCases)
  /// func commitUnderMaxLength(_ roughness: SimulatedTextField.Roughness) {
  ///   let field = SimulatedTextField(text: "ab")
  ///   field.roughness = roughness
  ///   field.intercept(policy: InputPolicy(.maxLength(3)), mode: .delegate)
  ///   field.keyboard = .pinyin
  ///   field.typeEach("ni")       // "ab⟨ni⟩|", each letter marked
  ///   field.commit("你")          // "ab你|": accepted
  ///   field.typeEach("hao")       // "ab你⟨hao⟩|"
  ///   field.commit("好")          // over the limit: "ab你|" once the interceptor hears of it
  /// }
  /// ```
  public struct Roughness: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `replace(_:withText:)` asks the delegate (`shouldChangeCharactersIn`) before it writes,
    /// and writes nothing when the answer is no — also when the interceptor writes a correction,
    /// so that the app's own `false` can refuse it.
    public static let replaceAsksDelegate = Roughness(rawValue: 1 << 0)
    /// `replace(_:withText:)` sends `editingChanged` and posts the text-did-change notification
    /// itself; a host then sends only what did not arrive (``ChangeAnnouncement/missing(for:heard:)``).
    public static let replaceAnnounces = Roughness(rawValue: 1 << 1)
    /// A correction (autocorrect, QuickType, smart punctuation and dashes, ``systemReplace(_:with:)``)
    /// posts no text-did-change notification: in notification mode the interceptor hears of it
    /// with the next change only.
    public static let correctionsPostNoNotification = Roughness(rawValue: 1 << 2)
    /// A correction sends no `editingChanged`.
    public static let correctionsSendNoEditingChanged = Roughness(rawValue: 1 << 3)
    /// Committing marked text (a candidate, ``unmarkText()``, ``endEditing()``, an undo that ends a
    /// composition) sends nothing and posts nothing.
    public static let commitsAreSilent = Roughness(rawValue: 1 << 4)
    /// After a correction the caret stays where it was, moved by what the correction added or
    /// removed before it, instead of going to the end of the correction.
    public static let caretStaysAfterCorrection = Roughness(rawValue: 1 << 5)
    /// Every change of the text by the keyboard also reports a selection change
    /// (`textFieldDidChangeSelection(_:)`), after the text-did-change notification.
    public static let selectionFollowsEdits = Roughness(rawValue: 1 << 6)
    /// Undo and redo ask the delegate (`shouldChangeCharactersIn`) about each range they put
    /// back, and skip a range refused.
    public static let undoAsksDelegate = Roughness(rawValue: 1 << 7)
    /// Undo and redo leave the text they put back selected, instead of the caret after it.
    public static let undoSelectsRestoredText = Roughness(rawValue: 1 << 8)

    /// Every option, each alone, by name.
    public static let named: [(name: String, option: Roughness)] = [
      ("replaceAsksDelegate", .replaceAsksDelegate), ("replaceAnnounces", .replaceAnnounces),
      ("correctionsPostNoNotification", .correctionsPostNoNotification),
      ("correctionsSendNoEditingChanged", .correctionsSendNoEditingChanged),
      ("commitsAreSilent", .commitsAreSilent),
      ("caretStaysAfterCorrection", .caretStaysAfterCorrection),
      ("selectionFollowsEdits", .selectionFollowsEdits),
      ("undoAsksDelegate", .undoAsksDelegate),
      ("undoSelectsRestoredText", .undoSelectsRestoredText),
    ]

    /// Every option together: the roughest field.
    public static let all = Roughness(named.map(\.option))

    /// The set without options (the field as it always was), each option alone, then ``all``.
    public static let allCases: [Roughness] = [[]] + named.map(\.option) + [all]

    /// The options by name: "[]", "[commitsAreSilent]", "[replaceAsksDelegate, replaceAnnounces]".
    public var description: String {
      "[" + Self.named.filter { contains($0.option) }.map(\.name).joined(separator: ", ") + "]"
    }
  }
}
