# Zen 5: six compare-and-branch pairs that fall through, three a cycle
# (Zen 4 takes two a cycle on its two branch units: znver4 3.00).
# Measured: 2.01 (spread 0.3%); testb + jne pairs alike.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.01
	cmpq	%r13, %rcx
	jb	.Lb1
.Lb1:
	cmpq	%r13, %rcx
	jb	.Lb2
.Lb2:
	cmpq	%r13, %rcx
	jb	.Lb3
.Lb3:
	cmpq	%r13, %rcx
	jb	.Lb4
.Lb4:
	cmpq	%r13, %rcx
	jb	.Lb5
.Lb5:
	cmpq	%r13, %rcx
	jb	.Lb6
.Lb6:
