# Emerald Rapids: a complex multiply-accumulate in long double
# (long-double.c:128 of the accuracy corpus at -O2), whose x87 stack
# goes round through three fxch: 9.00 cycles per iteration measured on
# the Emerald Rapids host with gcc-mca-measure.  With LLVM's fxch (15
# micro-ops, 4 cycles each) 16.0; with fxch as two ALU micro-ops, one a
# cycle (spr-fxch.s), 8.5.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 8.5
.L79:
	fldt	(%rdi,%rax)
	fldt	(%rsi,%rax)
	addq	$16, %rax
	fld	%st(1)
	fmul	%st(3), %st
	fld	%st(1)
	fmul	%st(5), %st
	fsubrp	%st, %st(1)
	fxch	%st(1)
	fmulp	%st, %st(3)
	fxch	%st(3)
	fmulp	%st, %st(1)
	faddp	%st, %st(1)
	cmpq	%rax, %rdx
	jne	.L82
.L82:
	fxch	%st(1)
