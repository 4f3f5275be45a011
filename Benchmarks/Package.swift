// swift-tools-version:6.1
import PackageDescription

/// HUDKit's benchmarks, in their own package so that the library itself stays free of dependencies.
///
/// Run them from this folder with `swift package --disable-sandbox benchmark` (see README.md).
let package = Package(
    name: "HUDKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "HUDKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "HUDBenchmarks",
            dependencies: [
                .product(name: "HUDCore", package: "HUDKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HUDBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
