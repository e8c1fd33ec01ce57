import Testing
import TextInputKit

@Suite("Presets")
struct PresetTests {
  @Test(arguments: [
    ("phone-cn", "+86 138 0013 8000", "8613800138000".prefix(11).description),
    ("price", "¥0012.999", "12.99"),
    ("nickname", "小明 😀 Tom", "小明Tom"),
    ("bio", String(repeating: "中", count: 60), String(repeating: "中", count: 50)),
    ("bio", String(repeating: "a", count: 120), String(repeating: "a", count: 100)),
    ("pin", "12 34 56 78", "123456"),
    ("tweet", String(repeating: "中", count: 150), String(repeating: "中", count: 140)),
  ])
  func sanitizes(preset: String, input: String, expected: String) throws {
    let policy = try #require(InputPolicy.presets[preset])
    #expect(policy.sanitize(input) == expected)
  }
}
