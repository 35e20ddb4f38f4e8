# Emerald Rapids: a shift of a register an add done at rename left holds
# its port (0 or 6) two cycles.  Measured on the Emerald Rapids host
# with gcc-mca-measure: addq $1, %r8 then four shlxq of %r8 into four
# registers 4.01 cycles per iteration (two 2.00; with addq %rdx, %r8
# the four take 2.00); this body, whose decq and jnz take port 0 or 6
# too, 4.51 (nine port-cycles on two ports).  Before, 2.5.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 4.50
# BINDS: SPRPort00_06
	addq	$1, %r8
	shlxq	%rcx, %r8, %r9
	shlxq	%rcx, %r8, %r10
	shlxq	%rcx, %r8, %r11
	shlxq	%rcx, %r8, %r12
	decq	%rdx
	jnz	.L0
