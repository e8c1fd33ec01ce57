/// Keeps a text field and a SwiftUI text binding in step (``PolicyTextField``'s binding): it
/// remembers what the binding last said and what the field last reported, so that each side's
/// change goes to the other and neither erases the other's.
///
/// The binding hears of the field's changes when the field reports them (`editingChanged`), but
/// not every change is reported: a field that resigns, a caret moved, a composition committed
/// without an event. The next SwiftUI update then finds the binding behind the field. Pushing
/// the binding into the field there would erase what the person typed; only a binding the app
/// changed is pushed into the field, and a field change not yet reported goes to the binding.
///
/// ```swift
/// var sync = BindingSync(text: "138")
/// // the field commits "1380" without an event; SwiftUI updates with the binding still "138":
/// sync.sync(binding: "138", field: "1380", isComposing: false)   // .setBinding("1380")
/// // refused before: the field set back to "138", the "0" lost
/// // the app sets the binding to "" in code:
/// sync.sync(binding: "", field: "1380", isComposing: false)      // .setField("")
/// ```
///
/// While an input method composes (the field has marked text) nothing moves either way: the
/// letters are not the field's text yet, and assigning the field's text would end the
/// composition. A binding the app changed meanwhile is pushed at the first call after it.
///
/// A value written to the binding may arrive later than the next update (SwiftUI delivers a
/// binding's new value in a later pass): until then the binding still says what it said, which
/// is not taken for a change the app made.
package struct BindingSync: Sendable, Equatable {
  /// What to do after ``sync(binding:field:isComposing:)``.
  package enum Action: Sendable, Equatable {
    /// Both sides agree, or the field composes: nothing to do.
    case none
    /// The app changed the binding: show this text in the field, as text set in code.
    case setField(String)
    /// The field changed without reporting it: put this text in the binding.
    case setBinding(String)
  }

  /// What the binding said at the last call.
  package private(set) var said: String
  /// What the field last reported to the binding, or was given from it.
  package private(set) var reported: String

  /// Starts with both sides showing `text`.
  package init(text: String) {
    said = text
    reported = text
  }

  /// Compares the binding and the field at a SwiftUI update or a field event, and says which
  /// side to change.
  ///
  /// - Parameters:
  ///   - binding: The binding's value now.
  ///   - field: The field's text now, marked text included.
  ///   - isComposing: Whether the field has marked text.
  package mutating func sync(binding: String, field: String, isComposing: Bool) -> Action {
    guard !isComposing else { return .none }
    if binding != said, binding != reported {
      // The app changed the binding: it wins, as text set in code.
      said = binding
      reported = binding
      return field == binding ? .none : .setField(binding)
    }
    // The binding says what it said, or the field's report has arrived.
    said = binding
    guard field != reported else { return .none }
    reported = field
    return field == binding ? .none : .setBinding(field)
  }

  /// ``sync(binding:field:isComposing:)``, carried out: `setField` shows the app's text in the
  /// field, `setBinding` puts the field's text in the binding; neither is called when nothing
  /// moves.
  package mutating func sync(
    binding: String, field: String, isComposing: Bool, setField: (String) -> Void,
    setBinding: (String) -> Void
  ) {
    switch sync(binding: binding, field: field, isComposing: isComposing) {
    case .none: break
    case .setField(let text): setField(text)
    case .setBinding(let text): setBinding(text)
    }
  }
}
