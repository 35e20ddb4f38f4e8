# Zen 4: Horner's rule in long double (gcc -O2, r = r * x + c[i]): x in
# st(0) at the loop's entry, r in st(1).  fmul %st(1),%st computes r*x
# into st(0), so x and r swap places every iteration; fldt and faddp
# add c[i] back into st(1).  The chain through the stack is fmul (7)
# and faddp (6): 13 cycles per iteration.  Measured on a Zen 4 host
# with gcc-mca-measure: 13.03 (llvm-mca-19: 1.02).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 13.00
.L14:
	fmul	%st(1), %st
	addq	$16, %rdi
	fldt	-16(%rdi)
	faddp	%st, %st(1)
	cmpq	%rax, %rdi
	jne	.L14
