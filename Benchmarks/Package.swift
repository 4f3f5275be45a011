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
                "BenchmarkSupport",
                .product(name: "HUDCore", package: "HUDKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HUDBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The fixtures and the silent host both executables use.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "HUDCore", package: "HUDKit")],
            path: "Benchmarks/BenchmarkSupport"
        ),
        // Runs one benchmark's operation in a loop, for an instruction count under `valgrind --tool=callgrind`
        // (steady where wall-clock times are not: see README.md). Outside `Benchmarks/`, where the benchmark
        // plugin takes every executable for a benchmark suite.
        .executableTarget(
            name: "hud-instructions",
            dependencies: ["BenchmarkSupport", .product(name: "HUDCore", package: "HUDKit")],
            path: "Tools/HUDInstructions"
        ),
    ]
)
