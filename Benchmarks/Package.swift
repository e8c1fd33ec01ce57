// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TextInputKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TextInputKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Shared: the corpus generator and the seeds' algorithms, rewritten in Swift as baselines.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "TextInputKit", package: "TextInputKit")]
    ),

    // Benchmarks, run with `swift package benchmark`
    .executableTarget(
      name: "Editing",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/Editing",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Counting",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/Counting",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Stickers",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/Stickers",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Tokens",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/Tokens",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "HostReads",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ],
      path: "Benchmarks/HostReads",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Patterns",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TextInputKit", package: "TextInputKit"),
      ],
      path: "Benchmarks/Patterns",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),

    // Side-by-side timing against the Python peers, run by Scripts/compare-peers.sh
    .executableTarget(
      name: "PeerComparison",
      dependencies: [
        .product(name: "TextInputKit", package: "TextInputKit"),
        "BenchmarkSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
