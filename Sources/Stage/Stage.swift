import CSDL2
import HeaderKit
