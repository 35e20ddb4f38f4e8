# Zen 4: the oldest ready instructions issue first.  Each addq wakes the
# four leal of its iteration and the next addq in the same cycle; the
# core issues the older leal first, so the addq chain waits a cycle an
# iteration.  llvm-mca's order (age less the number of waiting users)
# lets the addq overtake them: 1.26 cycles per iteration.  Measured on a
# Zen 4 host with gcc-mca-measure: 2.01 (2.00 with cmpq readers).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.01
	addq	$1, %rax
	leal	1(%rax), %ecx
	leal	1(%rax), %edx
	leal	1(%rax), %esi
	leal	1(%rax), %r8d
