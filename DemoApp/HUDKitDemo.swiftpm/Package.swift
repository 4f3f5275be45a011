// swift-tools-version: 6.0

// The HUDKit demo as a Swift Playgrounds-style app package: open `HUDKitDemo.swiftpm` in Xcode (or Swift
// Playgrounds on a Mac or iPad), pick an iOS simulator and run. It depends on the HUDKit package two folders up.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "HUDKitDemo",
    platforms: [
        .iOS("15.2")
    ],
    products: [
        .iOSApplication(
            name: "HUDKitDemo",
            targets: ["AppModule"],
            bundleIdentifier: "org.hudkit.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .clock),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // `name:` keeps the product reference working whatever the checkout's folder is called.
        .package(name: "HUDKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "HUDKit", package: "HUDKit")
            ],
            path: "Sources"
        )
    ]
)
