/// Where a conformance case comes from: the project, the file of its test suite and the test.
///
/// ```json
/// {"project": "input-mask-ios",
///  "file": "Source/InputMask/InputMaskTests/Classes/Mask/PhoneCase.swift",
///  "test": "testApply_plus7_return_plus7"}
/// ```
struct ConformanceSource: Decodable, Hashable, Sendable {
  /// The project, as the summary groups cases: `input-mask-ios`, `maskito`, `twitter-text`.
  var project: String
  /// The file of the project's test suite (or documentation) the case translates.
  var file: String
  /// The test, or the entry of a data file, the case translates.
  var test: String

  init(project: String, file: String, test: String) {
    self.project = project
    self.file = file
    self.test = test
  }

  init(from decoder: any Decoder) throws {
    let object = try decoder.conformanceObject(#"{"project": …, "file": …, "test": …}"#)
    try object.requireOnly(["project", "file", "test"])
    project = try object.requiredString("project")
    file = try object.requiredString("file")
    test = try object.requiredString("test")
  }
}
