# Zen 4: two sign-extending loads and three independent adds.  The sign
# extension takes one of the four ALUs after the load (zero-extending
# loads, movzbl/movzwl/movl, take none: 1.00); LLVM's model gives the
# load pipes alone (1.00).  Measured on a Zen 4 host with
# gcc-mca-measure: 1.25 cycles per iteration (five ALU operations).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.252
	movslq	(%rdi), %rdx
	movslq	4(%rdi), %rsi
	addq	$1, %rbx
	addq	$1, %rcx
	addq	$1, %r11
