import Foundation

/// A set of HID usage codes that identify the keys of a USB keyboard (page 7 of the USB HID
/// usage tables), as `UIKey.keyCode` reports them.
///
/// The desktop's window system reports X keysyms, which name what a key types rather than where
/// it is; a keysym is mapped to the key that types it on a US layout (`?` and `/` both give
/// `.keyboardSlash`, `A` and `a` both `.keyboardA`). Keysyms with no such key (accented letters,
/// media keys) give `.keyboardErrorUndefined`. The international and locking keys of the HID
/// table (usages 130–223) are left out: X reports none of them with a keysym of its own.
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// Too many keys are down at once.
    case keyboardErrorRollOver = 1
    /// The keyboard failed its self-test.
    case keyboardPOSTFail = 2
    /// An undefined error; also the code of keys that have no HID usage here.
    case keyboardErrorUndefined = 3
    /// A and a.
    case keyboardA = 4
    /// B and b.
    case keyboardB = 5
    /// C and c.
    case keyboardC = 6
    /// D and d.
    case keyboardD = 7
    /// E and e.
    case keyboardE = 8
    /// F and f.
    case keyboardF = 9
    /// G and g.
    case keyboardG = 10
    /// H and h.
    case keyboardH = 11
    /// I and i.
    case keyboardI = 12
    /// J and j.
    case keyboardJ = 13
    /// K and k.
    case keyboardK = 14
    /// L and l.
    case keyboardL = 15
    /// M and m.
    case keyboardM = 16
    /// N and n.
    case keyboardN = 17
    /// O and o.
    case keyboardO = 18
    /// P and p.
    case keyboardP = 19
    /// Q and q.
    case keyboardQ = 20
    /// R and r.
    case keyboardR = 21
    /// S and s.
    case keyboardS = 22
    /// T and t.
    case keyboardT = 23
    /// U and u.
    case keyboardU = 24
    /// V and v.
    case keyboardV = 25
    /// W and w.
    case keyboardW = 26
    /// X and x.
    case keyboardX = 27
    /// Y and y.
    case keyboardY = 28
    /// Z and z.
    case keyboardZ = 29
    /// 1 and !.
    case keyboard1 = 30
    /// 2 and @.
    case keyboard2 = 31
    /// 3 and #.
    case keyboard3 = 32
    /// 4 and $.
    case keyboard4 = 33
    /// 5 and %.
    case keyboard5 = 34
    /// 6 and ^.
    case keyboard6 = 35
    /// 7 and &.
    case keyboard7 = 36
    /// 8 and *.
    case keyboard8 = 37
    /// 9 and (.
    case keyboard9 = 38
    /// 0 and ).
    case keyboard0 = 39
    /// Return.
    case keyboardReturnOrEnter = 40
    /// Escape.
    case keyboardEscape = 41
    /// Backspace (Delete on a Mac keyboard).
    case keyboardDeleteOrBackspace = 42
    /// Tab.
    case keyboardTab = 43
    /// The space bar.
    case keyboardSpacebar = 44
    /// - and _.
    case keyboardHyphen = 45
    /// = and +.
    case keyboardEqualSign = 46
    /// [ and {.
    case keyboardOpenBracket = 47
    /// ] and }.
    case keyboardCloseBracket = 48
    /// Backslash and vertical bar.
    case keyboardBackslash = 49
    /// The # key of non-US keyboards.
    case keyboardNonUSPound = 50
    /// ; and :.
    case keyboardSemicolon = 51
    /// ' and ".
    case keyboardQuote = 52
    /// Grave accent and tilde.
    case keyboardGraveAccentAndTilde = 53
    /// , and <.
    case keyboardComma = 54
    /// . and >.
    case keyboardPeriod = 55
    /// / and ?.
    case keyboardSlash = 56
    /// Caps Lock.
    case keyboardCapsLock = 57
    /// F1.
    case keyboardF1 = 58
    /// F2.
    case keyboardF2 = 59
    /// F3.
    case keyboardF3 = 60
    /// F4.
    case keyboardF4 = 61
    /// F5.
    case keyboardF5 = 62
    /// F6.
    case keyboardF6 = 63
    /// F7.
    case keyboardF7 = 64
    /// F8.
    case keyboardF8 = 65
    /// F9.
    case keyboardF9 = 66
    /// F10.
    case keyboardF10 = 67
    /// F11.
    case keyboardF11 = 68
    /// F12.
    case keyboardF12 = 69
    /// Print Screen.
    case keyboardPrintScreen = 70
    /// Scroll Lock.
    case keyboardScrollLock = 71
    /// Pause.
    case keyboardPause = 72
    /// Insert.
    case keyboardInsert = 73
    /// Home.
    case keyboardHome = 74
    /// Page Up.
    case keyboardPageUp = 75
    /// Delete (forward delete).
    case keyboardDeleteForward = 76
    /// End.
    case keyboardEnd = 77
    /// Page Down.
    case keyboardPageDown = 78
    /// Right arrow.
    case keyboardRightArrow = 79
    /// Left arrow.
    case keyboardLeftArrow = 80
    /// Down arrow.
    case keyboardDownArrow = 81
    /// Up arrow.
    case keyboardUpArrow = 82
    /// Num Lock.
    case keypadNumLock = 83
    /// Keypad /.
    case keypadSlash = 84
    /// Keypad *.
    case keypadAsterisk = 85
    /// Keypad -.
    case keypadHyphen = 86
    /// Keypad +.
    case keypadPlus = 87
    /// Keypad Enter.
    case keypadEnter = 88
    /// Keypad 1.
    case keypad1 = 89
    /// Keypad 2.
    case keypad2 = 90
    /// Keypad 3.
    case keypad3 = 91
    /// Keypad 4.
    case keypad4 = 92
    /// Keypad 5.
    case keypad5 = 93
    /// Keypad 6.
    case keypad6 = 94
    /// Keypad 7.
    case keypad7 = 95
    /// Keypad 8.
    case keypad8 = 96
    /// Keypad 9.
    case keypad9 = 97
    /// Keypad 0.
    case keypad0 = 98
    /// Keypad .
    case keypadPeriod = 99
    /// The backslash key of non-US keyboards (beside the left Shift).
    case keyboardNonUSBackslash = 100
    /// The Menu (Application) key.
    case keyboardApplication = 101
    /// Power.
    case keyboardPower = 102
    /// Keypad =.
    case keypadEqualSign = 103
    /// F13.
    case keyboardF13 = 104
    /// F14.
    case keyboardF14 = 105
    /// F15.
    case keyboardF15 = 106
    /// F16.
    case keyboardF16 = 107
    /// F17.
    case keyboardF17 = 108
    /// F18.
    case keyboardF18 = 109
    /// F19.
    case keyboardF19 = 110
    /// F20.
    case keyboardF20 = 111
    /// F21.
    case keyboardF21 = 112
    /// F22.
    case keyboardF22 = 113
    /// F23.
    case keyboardF23 = 114
    /// F24.
    case keyboardF24 = 115
    /// Execute.
    case keyboardExecute = 116
    /// Help.
    case keyboardHelp = 117
    /// Menu.
    case keyboardMenu = 118
    /// Select.
    case keyboardSelect = 119
    /// Stop.
    case keyboardStop = 120
    /// Again.
    case keyboardAgain = 121
    /// Undo.
    case keyboardUndo = 122
    /// Cut.
    case keyboardCut = 123
    /// Copy.
    case keyboardCopy = 124
    /// Paste.
    case keyboardPaste = 125
    /// Find.
    case keyboardFind = 126
    /// Mute.
    case keyboardMute = 127
    /// Volume up.
    case keyboardVolumeUp = 128
    /// Volume down.
    case keyboardVolumeDown = 129
    /// Left Control.
    case keyboardLeftControl = 224
    /// Left Shift.
    case keyboardLeftShift = 225
    /// Left Alt (Option).
    case keyboardLeftAlt = 226
    /// Left Super (Command).
    case keyboardLeftGUI = 227
    /// Right Control.
    case keyboardRightControl = 228
    /// Right Shift.
    case keyboardRightShift = 229
    /// Right Alt (Option); AltGr.
    case keyboardRightAlt = 230
    /// Right Super (Command).
    case keyboardRightGUI = 231
    /// Reserved.
    case keyboard_Reserved = 65535
}
