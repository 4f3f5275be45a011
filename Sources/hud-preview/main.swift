import HUDCore

// Contract stub: the hud-preview issue fills this in.
print(HUDAppearance().displayDuration(for: "Saved"))
