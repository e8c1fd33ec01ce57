/// Moves state sets of a ``PatternAutomaton`` over characters, with scratch space reused from
/// one character to the next.
///
/// - Complexity: O(*s*) per character for an automaton of *s* states, whatever the pattern.
struct PatternRunner {
  private let states: [PatternAutomaton.State]
  private let live: [Bool]
  /// The generation a state was last marked in; a new generation clears every mark at once.
  private var marks: [UInt32]
  private var generation: UInt32 = 0
  private var stack: [Int32] = []

  init(states: [PatternAutomaton.State], live: [Bool]) {
    self.states = states
    self.live = live
    self.marks = [UInt32](repeating: 0, count: states.count)
    // Room for a walk over a small automaton at once: grown from empty, the stack took a new
    // buffer at each doubling, for each runner a keystroke makes.
    stack.reserveCapacity(Swift.min(2 * states.count + 2, 1_024))
  }

  init(_ automaton: PatternAutomaton) {
    self.init(states: automaton.states, live: automaton.live)
  }

  private mutating func newGeneration() {
    generation &+= 1
    if generation == 0 {
      for index in marks.indices { marks[index] = 0 }
      generation = 1
    }
  }

  /// The live states that read, wait for the end or accept, reached from `entries` without
  /// reading; `^` is passed only `atStart`. Sorted.
  mutating func closure(of entries: [Int32], atStart: Bool) -> [Int32] {
    newGeneration()
    var result: [Int32] = []
    for entry in entries { visit(entry, atStart: atStart, into: &result) }
    result.sort()
    return result
  }

  /// The next state of the stack not visited in this generation, marked visited.
  private mutating func nextUnvisited() -> Int32? {
    while let state = stack.popLast() {
      let index = Int(state)
      guard marks[index] != generation else { continue }
      marks[index] = generation
      return state
    }
    return nil
  }

  private mutating func visit(_ entry: Int32, atStart: Bool, into result: inout [Int32]) {
    stack.append(entry)
    while let state = nextUnvisited() {
      let node = states[Int(state)]
      switch node.kind {
      case .character, .end, .accept: if live[Int(state)] { result.append(state) }
      case .split:
        stack.append(node.argument)
        stack.append(node.next)
      case .start:
        if atStart { stack.append(node.next) }
      }
    }
  }

  /// The state set after reading `character` from `set`.
  mutating func step(_ set: [Int32], _ character: Character, classes: [PatternClass]) -> [Int32] {
    // A set a DFA keeps: sized once for the sets of a small automaton, not grown state by state.
    var result: [Int32] = []
    result.reserveCapacity(Swift.min(states.count, 16))
    step(set, character, classes: classes, into: &result)
    return result
  }

  /// The state set after reading `character` from `set`, written over `result`, whose storage
  /// is kept: a walk over many characters swaps two arrays instead of making one a character.
  mutating func step(
    _ set: [Int32], _ character: Character, classes: [PatternClass], into result: inout [Int32]
  ) {
    newGeneration()
    result.removeAll(keepingCapacity: true)
    for state in set {
      let node = states[Int(state)]
      guard node.kind == .character, classes[Int(node.argument)].matches(character) else {
        continue
      }
      visit(node.next, atStart: false, into: &result)
    }
    result.sort()
  }

  /// Whether `set` accepts at the end of the text (through any `$`).
  mutating func accepts(_ set: [Int32], atStart: Bool) -> Bool {
    newGeneration()
    stack.append(contentsOf: set)
    while let state = nextUnvisited() {
      let node = states[Int(state)]
      switch node.kind {
      case .accept:
        stack.removeAll(keepingCapacity: true)
        return true
      case .end: stack.append(node.next)
      case .split:
        stack.append(node.argument)
        stack.append(node.next)
      case .start: if atStart { stack.append(node.next) }
      case .character: break
      }
    }
    return false
  }

  /// Running backwards: the states that read `character` into a state from which `target` is
  /// reached without reading, given `target`, a sorted set of states.
  ///
  /// The set is written over `result`, whose storage is kept (see
  /// ``step(_:_:classes:into:)``).
  mutating func stepBack(
    _ target: [Int32], _ character: Character, automaton: PatternAutomaton,
    into result: inout [Int32]
  ) {
    // Every state that reaches the target through splits, marked.
    newGeneration()
    stack.append(contentsOf: target)
    while let state = nextUnvisited() {
      stack.append(contentsOf: automaton.splitPredecessors[Int(state)])
    }
    let reached = generation
    result.removeAll(keepingCapacity: true)
    for (index, node) in states.enumerated()
    where node.kind == .character && live[index] && marks[Int(node.next)] == reached
      && automaton.classes[Int(node.argument)].matches(character)
    {
      result.append(Int32(index))
    }
  }
}
