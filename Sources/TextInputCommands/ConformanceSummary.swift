/// The report of a conformance run: a table of cases per source, then the failing, pending and
/// differing cases with what was expected and what the field held.
///
/// ```
/// source     cases  passed  failed  pending  differs
/// maskito       93      93       0        0       25
/// QMUI_iOS      28      23       0        5        0
/// total        121     116       0        5       25
///
/// Pending (5; known engine bugs, not failures):
///   qmui/textfield/marked-not-limited — In delegate mode a first marked text … is cut
///     QMUIKit/QMUIComponents/QMUITextField.m …, policy {"maxLength":5,"metric":"utf16"}
///     delegate, event 2 (mark "huang"): expected {"text": "1234huang", …}, got {"text": …}
///   …
///
/// 25 deliberate differences from the sources pass with this project's answer; --differences
/// lists them.
/// ```
struct ConformanceSummary {
  var runs: [ConformanceRun]
  /// Whether to list each deliberate difference with what the source expects.
  var listsDifferences = false

  /// Whether the run fails: a case that is not pending differed, or a pending case passes (its
  /// mark is stale: remove it, so that the case guards the fix).
  var failed: Bool { runs.contains { $0.verdict == .failed || $0.verdict == .pendingPasses } }

  /// The report, lines without a trailing newline.
  var lines: [String] {
    var lines: [String] = []
    let projects = runs.map(\.item.source.project).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let header = ["source", "cases", "passed", "failed", "pending", "differs"]
    var rows: [[String]] = []
    func row(_ name: String, _ runs: [ConformanceRun]) -> [String] {
      [
        name, "\(runs.count)", "\(runs.filter { $0.verdict == .passed }.count)",
        "\(runs.filter { $0.verdict == .failed }.count)",
        "\(runs.filter { $0.verdict == .pending || $0.verdict == .pendingPasses }.count)",
        "\(runs.filter { $0.item.difference != nil }.count)",
      ]
    }
    for project in projects {
      rows.append(row(project, runs.filter { $0.item.source.project == project }))
    }
    rows.append(row("total", runs))
    let width = max(header[0].count, rows.map { $0[0].count }.max() ?? 0)
    func format(_ cells: [String]) -> String {
      cells[0].padding(toLength: width, withPad: " ", startingAt: 0)
        + zip(cells.dropFirst(), header.dropFirst()).map { cell, title in
          "  " + String(repeating: " ", count: max(0, title.count - cell.count)) + cell
        }.joined()
    }
    lines.append(format(header))
    lines += rows.map(format)

    let failed = runs.filter { $0.verdict == .failed }
    if !failed.isEmpty {
      lines.append("")
      lines.append("Failed (\(failed.count)):")
      for run in failed { lines += Self.describe(run) }
    }
    let pending = runs.filter { $0.verdict == .pending }
    if !pending.isEmpty {
      lines.append("")
      lines.append("Pending (\(pending.count); known engine bugs, not failures):")
      for run in pending { lines += Self.describe(run, reason: run.item.pending) }
    }
    let fixed = runs.filter { $0.verdict == .pendingPasses }
    if !fixed.isEmpty {
      lines.append("")
      lines.append("Pending but passing (\(fixed.count); remove their `pending`, the run fails):")
      for run in fixed { lines.append("  \(run.item.id) — \(run.item.pending ?? "")") }
    }
    let differing = runs.filter { $0.item.difference != nil && $0.verdict != .failed }
    if !differing.isEmpty, !listsDifferences {
      lines.append("")
      lines.append(
        "\(differing.count) deliberate differences from the sources pass with this project's "
          + "answer; --differences lists them.")
    }
    if !differing.isEmpty, listsDifferences {
      lines.append("")
      lines.append(
        "Deliberate differences (\(differing.count); passing with this project's answer):")
      for run in differing {
        lines.append("  \(run.item.id): theirs \(run.item.difference!.theirs)")
        lines.append("    \(run.item.difference!.reason)")
      }
    }
    return lines
  }

  /// A case and its mismatches, indented.
  static func describe(_ run: ConformanceRun, reason: String? = nil) -> [String] {
    var lines = ["  \(run.item.id)" + (reason.map { " — \($0)" } ?? "")]
    lines.append(
      "    \(run.item.source.file) \(run.item.source.test), policy \(run.item.policyDescription)")
    lines += run.mismatches.map { "    \($0)" }
    return lines
  }
}
