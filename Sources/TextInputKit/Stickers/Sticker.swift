/// One sticker: the code that stands for it in plain text, and the image that shows it.
///
/// ```swift
/// let laughing = Sticker(code: "[笑哭]", image: "xiaoku", accessibilityLabel: "笑哭")
/// ```
public struct Sticker: Sendable, Hashable, Codable {
  /// The sticker in plain text: `[笑哭]`. Starts with `[`, ends with `]`, and has neither in
  /// between.
  public var code: String
  /// The name of the sticker's image in the app's assets.
  public var image: String
  /// What VoiceOver reads; `nil` to read the code without its brackets.
  public var accessibilityLabel: String?

  /// Creates a sticker.
  public init(code: String, image: String, accessibilityLabel: String? = nil) {
    self.code = code
    self.image = image
    self.accessibilityLabel = accessibilityLabel
  }

  /// What VoiceOver reads: the label, or the code without its brackets.
  public var spokenName: String {
    accessibilityLabel ?? String(code.dropFirst().dropLast())
  }

  private enum CodingKeys: String, CodingKey {
    case code, image
    case accessibilityLabel = "label"
  }
}
