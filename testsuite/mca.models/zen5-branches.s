# Zen 5: six compare-and-branch pairs that fall through, three a cycle
# (Zen 4 takes two a cycle on its two branch units: znver4 3.00).
# Measured: 2.01 (spread 0.3%); testb + jne pairs alike.  The harness ran
# each branch falling through; each jumps to a label outside the loop
# here, as a branch to the label after it would be taken on a loop's path
# (znver5 follows two taken branches a cycle: zen5-taken-branches.s).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.01
	cmpq	%r13, %rcx
	jb	.Lout
.Lb1:
	cmpq	%r13, %rcx
	jb	.Lout
.Lb2:
	cmpq	%r13, %rcx
	jb	.Lout
.Lb3:
	cmpq	%r13, %rcx
	jb	.Lout
.Lb4:
	cmpq	%r13, %rcx
	jb	.Lout
.Lb5:
	cmpq	%r13, %rcx
	jb	.Lout
.Lb6:
