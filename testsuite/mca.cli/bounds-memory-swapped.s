# One address written two ways: base and index add alike when the index
# is unscaled, so -8(%rdx,%r8) loads what (%r8,%rdx) stored the iteration
# before (GCC writes a row's recurrence p[i][j] = f (p[i][j-1]) so).  The
# chain through memory binds, in the bounds and in the simulation.
# RUN: -mcpu=znver5 -bounds -instruction-info=false -resource-pressure=false
	movsd	-8(%rdx,%r8), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm3, %xmm1
	movsd	%xmm1, (%r8,%rdx)
	addq	$8, %rdx
