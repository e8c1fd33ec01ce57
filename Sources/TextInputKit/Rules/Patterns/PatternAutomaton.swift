/// A pattern compiled to a nondeterministic automaton (Thompson's construction), run on sets of
/// states so that every question is answered in one pass over the text, without backtracking.
///
/// States are numbered; a *state set* is the sorted list of the states that read a character,
/// wait for the end (`$`) or accept, and that can still lead to a match (live states). An empty
/// set means no continuation of the text can match.
final class PatternAutomaton: Sendable {
  /// The most states a pattern may compile to.
  static let maxStates = 20_000

  enum Kind: UInt8, Sendable {
    /// Reads one character of ``classes``[`argument`], then goes to `next`.
    case character
    /// Goes to `next` and to `argument` without reading.
    case split
    /// `^`: goes to `next` at the start of the text only.
    case start
    /// `$`: goes to `next` at the end of the text only.
    case end
    case accept
  }

  struct State: Sendable {
    var kind: Kind
    var next: Int32
    var argument: Int32
  }

  let states: [State]
  let classes: [PatternClass]
  /// The states from which some text leads to a match.
  let live: [Bool]
  /// For each state, the split states that go to it without reading (for running backwards).
  let splitPredecessors: [[Int32]]
  /// The state set before any text: the first states, with `^` passed.
  let initial: [Int32]
  /// The live states that read, wait for the end or accept: the state set from which any text
  /// that is a prefix of a match can continue, used as the end of the text when running
  /// backwards.
  let liveStates: [Int32]
  /// The deterministic automaton of the last reading, kept for the next.
  let dfaMemo = PatternDFAMemo()

  /// Compiles a parsed pattern; throws when it needs more than ``maxStates`` states.
  init(_ node: PatternNode, source: String) throws(TextInputError) {
    guard node.stateCount < Self.maxStates else {
      throw TextInputError(
        .invalidPattern, "pattern.tooLarge", ["pattern": source, "states": "\(Self.maxStates)"],
        at: nil)
    }
    var builder = Builder()
    let accept = builder.add(.accept, next: -1)
    let start = builder.compile(node, next: accept)
    states = builder.states
    classes = builder.classes
    var predecessors = [[Int32]](repeating: [], count: states.count)
    for (index, state) in states.enumerated() where state.kind == .split {
      predecessors[Int(state.next)].append(Int32(index))
      predecessors[Int(state.argument)].append(Int32(index))
    }
    splitPredecessors = predecessors
    let live = Self.liveStates(builder.states, accept: Int(accept))
    self.live = live
    liveStates = builder.states.indices.filter { index in
      live[index] && builder.states[index].kind != .split && builder.states[index].kind != .start
    }.map { Int32($0) }
    var runner = PatternRunner(states: builder.states, live: live)
    initial = runner.closure(of: [Int32(start)], atStart: true)
  }

  /// The states that lead to a match: back from the accepting state through every edge, except
  /// that `^` is never passed after the start and after a `$` nothing may be read.
  private static func liveStates(_ states: [State], accept: Int) -> [Bool] {
    let count = states.count
    var incoming = [[(Int32, Kind)]](repeating: [], count: count)
    for (index, state) in states.enumerated() {
      switch state.kind {
      case .character, .end: incoming[Int(state.next)].append((Int32(index), state.kind))
      case .split:
        incoming[Int(state.next)].append((Int32(index), .split))
        incoming[Int(state.argument)].append((Int32(index), .split))
      case .start, .accept: break
      }
    }
    // First the states that accept without reading (through `$`).
    var acceptsAtEnd = [Bool](repeating: false, count: count)
    var stack = [Int32(accept)]
    acceptsAtEnd[accept] = true
    while let state = stack.popLast() {
      for (from, kind) in incoming[Int(state)] where kind != .character && !acceptsAtEnd[Int(from)] {
        acceptsAtEnd[Int(from)] = true
        stack.append(from)
      }
    }
    var live = [Bool](repeating: false, count: count)
    stack = [Int32(accept)]
    live[accept] = true
    while let state = stack.popLast() {
      for (from, kind) in incoming[Int(state)] where !live[Int(from)] {
        if kind == .end && !acceptsAtEnd[Int(state)] { continue }
        live[Int(from)] = true
        stack.append(from)
      }
    }
    // A `$` whose continuation accepts at the end is live even when reached late in the search.
    for (index, state) in states.enumerated() where state.kind == .end && acceptsAtEnd[Int(state.next)] {
      live[index] = true
    }
    return live
  }

  /// Builds the states of Thompson's construction, from the end of the pattern backwards.
  private struct Builder {
    var states: [State] = []
    var classes: [PatternClass] = []
    var classIndex: [PatternClass: Int32] = [:]

    mutating func add(_ kind: Kind, next: Int32, argument: Int32 = -1) -> Int32 {
      states.append(State(kind: kind, next: next, argument: argument))
      return Int32(states.count - 1)
    }

    /// The entry state of `node`, whose matches continue at `next`.
    mutating func compile(_ node: PatternNode, next: Int32) -> Int32 {
      switch node {
      case .empty: return next
      case .character(let characterClass):
        let index: Int32
        if let known = classIndex[characterClass] {
          index = known
        } else {
          index = Int32(classes.count)
          classes.append(characterClass)
          classIndex[characterClass] = index
        }
        return add(.character, next: next, argument: index)
      case .start: return add(.start, next: next)
      case .end: return add(.end, next: next)
      case .sequence(let parts):
        var entry = next
        for part in parts.reversed() { entry = compile(part, next: entry) }
        return entry
      case .alternation(let branches):
        var entry = compile(branches.last!, next: next)
        for branch in branches.dropLast().reversed() {
          let first = compile(branch, next: next)
          entry = add(.split, next: first, argument: entry)
        }
        return entry
      case .repetition(let body, let min, let max):
        var entry = next
        if let max {
          // The optional copies, nested: (x(x)?)?
          for _ in 0..<(max - min) {
            let copy = compile(body, next: entry)
            entry = add(.split, next: copy, argument: next)
          }
        } else {
          // x*: a split that loops through the body.
          let loop = add(.split, next: -1, argument: entry)
          let copy = compile(body, next: loop)
          states[Int(loop)].next = copy
          entry = loop
        }
        for _ in 0..<min { entry = compile(body, next: entry) }
        return entry
      }
    }
  }
}
