/// A rule that judges the shape of the whole value rather than each inserted character: a
/// decimal number, for which "05" is not yet "0.5".
///
/// When a later rule cuts an insertion such a rule accepted, the policy reviews the cut
/// insertion again, and when only the longer insertion was valid, the rejection names the cut.
///
/// ```swift
/// // .decimal(fractionDigits: 2) then .maxLength(3): "|" + "0.55" → cut to "0.5", judged again
/// ```
protocol WholeValueRule: InputRule {}
