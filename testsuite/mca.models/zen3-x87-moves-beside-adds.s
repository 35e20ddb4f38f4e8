# Zen 3: fld and fstp of stack registers run on the FP pipes, not the
# integer ALUs: beside four independent addq they cost nothing (znver3
# before, LLVM's four ALU cycles for each: 3.05).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.01
	fld	%st(0)
	fstp	%st(0)
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
	addq	$1, %r11
