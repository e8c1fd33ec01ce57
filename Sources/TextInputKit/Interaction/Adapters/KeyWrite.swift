/// What a custom keyboard's key writes to its field once the controller judged the key's edit:
/// one `replace(_:withText:)` (through UIKit's undo-registering path) and the selection.
///
/// A rejected key writes nothing; a key the policy changed writes what the policy made of it;
/// a rejected key whose rejection still changed the text (a filter removed characters) writes that
/// change.
///
/// ```swift
/// // "12|" + key "sin(" accepted → replace 2..<2 with "sin(", caret 6
/// // "12|" + key "x" rejected under .digits → nothing written, caret stays 2
/// ```
package struct KeyWrite: Sendable, Hashable {
  /// The UTF-16 range to replace, in the text before the key.
  package var utf16Range: Range<Int>
  /// The text to put there.
  package var replacement: String

  /// The write for `outcome`, judged on a field that showed `before`; `nil` when the field's
  /// text stays as it is.
  package init?(outcome: EditOutcome, before: TextFieldState) {
    guard !outcome.isRejected || outcome.state.text != before.text else { return nil }
    guard outcome.state.text != before.text || !outcome.replacedUTF16Range.isEmpty
      || !outcome.replacement.isEmpty
    else { return nil }
    self.utf16Range = outcome.replacedUTF16Range
    self.replacement = outcome.replacement
  }
}
