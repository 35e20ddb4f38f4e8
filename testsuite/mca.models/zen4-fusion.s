# Zen 4: cmpq + je decode into one macro-op.  Eight instructions, three
# loads, four ALU operations and a conditional jump (not taken: %rcx and
# %rdx differ) are bound by the 6-wide dispatch: 7/6 cycles per iteration
# fused, 8/6 (1.34) if each instruction took a slot.  Measured on a Zen 4
# host with gcc-mca-measure: 1.169 (addq + je 1.21, incq + je 1.18).
# SOURCE: gcc-mca-measure on a Zen 4 host; AMD Software Optimization Guide for Family 19h (branch fusion)
# CPU: znver4
# CYCLES: 1.169
	movq	(%rdi), %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %r10
	addq	$1, %r11
	addq	$1, %rbx
	cmpq	%rcx, %rdx
	je	9f
9:
	addq	$1, %rsi
