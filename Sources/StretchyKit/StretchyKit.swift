import HeaderKit
