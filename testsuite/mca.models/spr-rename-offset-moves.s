# Emerald Rapids: a 64-bit register move done at rename carries the
# offset an add done at rename left (the shift of the copy pays), and
# a 32-bit move of such a register is executed (one cycle) and leaves a
# value without offset.  Measured on the Emerald Rapids host with
# gcc-mca-measure: addq $1, %r8, movq %r8, %r9, shlq $3, %r9, leaq
# (%r9), %r8 3.00 cycles per iteration; addq $1, %r8, movl %r8d, %r9d,
# shll $3, %r9d, movq %r9, %r8 2.06.  This body has both chains, the
# second the longer: 2 + 3.  Before, 2.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.00
	addq	$1, %r8
	movl	%r8d, %r9d
	shll	$3, %r9d
	movq	%r9, %r8
	addq	$1, %r8
	movq	%r8, %r10
	shlq	$3, %r10
	leaq	(%r10), %r8
	decq	%rcx
	jnz	.L0
