# Zen 5: Horner's rule in long double (gcc -O2, r = r * x + c[i]), as
# zen4-x87-horner.s: the chain through the stack is fmul and faddp, 6
# cycles each on Zen 5 (Zen 4: 7 and 6): 12 cycles per iteration
# (znver5 said 13.00).  Measured: 12.00; chains of fadd, fsubr and fmul
# between stack registers 6.00-6.02 cycles an instruction.
# SOURCE: gcc-mca-measure -calibration=scalar on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 12.00
.L14:
	fmul	%st(1), %st
	addq	$16, %rdi
	fldt	-16(%rdi)
	faddp	%st, %st(1)
	cmpq	%rax, %rdi
	jne	.L14
