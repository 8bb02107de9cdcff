#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// The -D flags that `pkg-config --cflags ncursesw` reports (-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600)
// never reach this header (SwiftPM drops them, and Linux builds do not ask pkg-config: Package.swift),
// which would leave NCURSES_WIDECHAR off and hide wget_wch, cchar_t and add_wch: switch the
// wide-character API on here, before curses.h is read.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// wcwidth() is hidden behind __USE_XOPEN in glibc's <wchar.h> and Swift's Glibc module is built
// without it; the tests compare the UI width table against it.
extern int wcwidth(wchar_t c);

// From <term.h> (not included whole: its capability macros would clash with common names):
// reading the terminfo entry lets the backend refuse a TERM without cursor addressing.
extern int setupterm(const char *term, int filedes, int *errret);

// Swift imports neither function-like macros nor (in Swift 6) the mutable C globals stdscr, LINES,
// COLS, stdin and stdout: wrap the ones the backend uses.
static inline FILE *cnc_stdin(void) { return stdin; }
static inline FILE *cnc_stdout(void) { return stdout; }
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline int cnc_ccharw_max(void) { return CCHARW_MAX; }

// Direct-colour terminals number colours 0xRRGGBB, past init_pair's short: init_extended_pair
// (ncurses >= 6.1) takes ints; older ncurses has only init_pair and no direct colour.
static inline int cnc_init_pair(int pair, int foreground, int background) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_FUNCS
    return init_extended_pair(pair, foreground, background);
#else
    if (pair > 32767 || foreground > 32767 || background > 32767) return ERR;
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

// Mouse masks are built from function-like macros (NCURSES_MOUSE_MASK).
static inline mmask_t cnc_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cnc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cnc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cnc_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t cnc_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t cnc_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t cnc_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t cnc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cnc_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
