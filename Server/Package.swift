// swift-tools-version: 6.0
import PackageDescription

// The validation service and the policy playground, in their own package so that the library's
// users never resolve a server framework. Run with `swift run --package-path Server textinput-server`.
let package = Package(
  name: "TextInputServer",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "textinput-server", targets: ["textinput-server"])
  ],
  dependencies: [
    .package(name: "TextInputKit", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
  ],
  targets: [
    .target(
      name: "TextInputServer",
      dependencies: [
        .product(name: "TextInputKit", package: "TextInputKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ],
      resources: [.copy("Public"), .copy("openapi.yaml")]
    ),
    .executableTarget(
      name: "textinput-server",
      dependencies: [
        "TextInputServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TextInputServerTests",
      dependencies: [
        "TextInputServer",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
